/**
 * The card Element's iframe, also the Payment Element's (its card form), served from the fake's
 * origin at `/v3/elements/card`: labelled
 * inputs for card number, expiry (MM / YY), CVC and postal code in a grid that fits a ~400 px
 * container, Stripe.js's own checks and messages ("Your card number is incomplete."), and the
 * calls that carry the card data to the API with the publishable key. The host page only gets
 * postMessage answers: change/focus/blur/ready/resize events and request results.
 */

const STYLE = `
:root { --color: #30313d; --font-size: 16px; --font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; --invalid: #df1b41; --placeholder: #87909f; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: transparent; color: var(--color); font-family: var(--font-family); font-size: var(--font-size); }
form { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; padding: 2px; }
form.no-postal { grid-template-columns: repeat(2, minmax(0, 1fr)); }
form.no-postal .postal { display: none; }
.field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.number { grid-column: 1 / -1; }
label { font-size: 13px; line-height: 1.3; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
input { width: 100%; min-width: 0; margin: 0; padding: 8px 10px; font: inherit; color: inherit; background: #fff; border: 1px solid #d5d8de; border-radius: 6px; }
input::placeholder { color: var(--placeholder); }
input:focus { outline: 2px solid #0570de; outline-offset: -1px; border-color: #0570de; }
input[aria-invalid='true'] { color: var(--invalid); border-color: var(--invalid); }
input:disabled { background: #f3f4f6; }
.error { grid-column: 1 / -1; margin: 0; color: var(--invalid); font-size: 13px; }
.error:empty { display: none; }
`;

const BODY = `
<form novalidate>
  <div class="field number"><label for="number">Card number</label>
    <input id="number" name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234" aria-describedby="error"></div>
  <div class="field"><label for="expiry">Expiry (MM / YY)</label>
    <input id="expiry" name="exp-date" autocomplete="cc-exp" inputmode="numeric" placeholder="MM / YY" aria-describedby="error"></div>
  <div class="field"><label for="cvc">CVC</label>
    <input id="cvc" name="cvc" autocomplete="cc-csc" inputmode="numeric" placeholder="CVC" aria-describedby="error"></div>
  <div class="field postal"><label for="postal">Postal code</label>
    <input id="postal" name="postal" autocomplete="postal-code" placeholder="12345" aria-describedby="error"></div>
  <p class="error" id="error" role="alert"></p>
</form>
`;

const SCRIPT = String.raw`(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var id = query.get('id');
  var parentOrigin = query.get('origin') || '*';
  var options = {};
  try { options = JSON.parse(query.get('options') || '{}'); } catch (error) { options = {}; }
  var form = document.querySelector('form');
  var fields = {
    number: document.getElementById('number'),
    expiry: document.getElementById('expiry'),
    cvc: document.getElementById('cvc'),
    postal: document.getElementById('postal'),
  };
  var errorLine = document.getElementById('error');
  var touched = {};
  var last = '';

  function post(message) {
    message.source = 'fake-stripe';
    message.elementId = id;
    parent.postMessage(message, parentOrigin);
  }

  function digits(value) { return value.replace(/\D/g, ''); }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
    if (/^35/.test(number)) return 'jcb';
    if (/^3[068]/.test(number)) return 'diners';
    if (/^62/.test(number)) return 'unionpay';
    return 'unknown';
  }
  function numberLength(brand) { return brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16; }
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function formatNumber(value) {
    var number = digits(value);
    var brand = brandOf(number);
    number = number.slice(0, numberLength(brand));
    var groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
    var parts = [];
    var at = 0;
    groups.forEach(function (size) {
      if (at < number.length) parts.push(number.slice(at, at + size));
      at += size;
    });
    return parts.join(' ');
  }
  function formatExpiry(value, deleting) {
    var raw = digits(value).slice(0, 4);
    if (raw.length === 1 && raw > '1') raw = '0' + raw;
    if (raw.length >= 2 && !deleting) return raw.slice(0, 2) + ' / ' + raw.slice(2);
    return raw.length > 2 ? raw.slice(0, 2) + ' / ' + raw.slice(2) : raw;
  }

  /** Each field's problem by Stripe.js's codes; incomplete ones only count when asked to. */
  function problems(strict) {
    var found = [];
    var number = digits(fields.number.value);
    var brand = brandOf(number);
    if (number.length === numberLength(brand) && !luhn(number)) found.push(['number', 'invalid_number', 'Your card number is invalid.']);
    else if (number.length < numberLength(brand) && (strict || touched.number)) found.push(['number', 'incomplete_number', 'Your card number is incomplete.']);
    var expiry = digits(fields.expiry.value);
    if (expiry.length === 4) {
      var month = Number(expiry.slice(0, 2));
      var year = 2000 + Number(expiry.slice(2));
      var now = new Date();
      if (month < 1 || month > 12) found.push(['expiry', 'invalid_expiry_month', "Your card's expiration month is invalid."]);
      else if (year < now.getFullYear()) found.push(['expiry', 'invalid_expiry_year_past', "Your card's expiration year is in the past."]);
      else if (year === now.getFullYear() && month < now.getMonth() + 1) found.push(['expiry', 'invalid_expiry_month_past', "Your card's expiration date is in the past."]);
    } else if (strict || touched.expiry) found.push(['expiry', 'incomplete_expiry', "Your card's expiration date is incomplete."]);
    var cvc = digits(fields.cvc.value);
    if (cvc.length < (brand === 'amex' ? 4 : 3) && (strict || touched.cvc)) found.push(['cvc', 'incomplete_cvc', "Your card's security code is incomplete."]);
    if (!options.hidePostalCode && fields.postal.value.trim() === '' && (strict || touched.postal)) found.push(['postal', 'incomplete_zip', 'Your postal code is incomplete.']);
    return found;
  }

  function state() {
    var all = problems(true);
    var shown = problems(false)[0];
    var empty = ['number', 'expiry', 'cvc', 'postal'].every(function (name) { return fields[name].value === ''; });
    var result = {
      empty: empty,
      complete: all.length === 0,
      brand: brandOf(digits(fields.number.value)),
      postalCode: fields.postal.value.trim(),
    };
    Object.keys(fields).forEach(function (name) {
      fields[name].setAttribute('aria-invalid', shown && shown[0] === name ? 'true' : 'false');
    });
    errorLine.textContent = shown ? shown[2] : '';
    if (shown) result.error = { type: 'validation_error', code: shown[1], message: shown[2] };
    return result;
  }

  function report() {
    var current = state();
    var text = JSON.stringify(current);
    if (text !== last) {
      last = text;
      post({ type: 'change', state: current });
    }
    resize();
  }

  function resize() {
    post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  }

  fields.number.addEventListener('input', function () { fields.number.value = formatNumber(fields.number.value); report(); });
  fields.expiry.addEventListener('input', function (event) {
    fields.expiry.value = formatExpiry(fields.expiry.value, event.inputType === 'deleteContentBackward');
    report();
  });
  fields.cvc.addEventListener('input', function () { fields.cvc.value = digits(fields.cvc.value).slice(0, 4); report(); });
  fields.postal.addEventListener('input', report);
  Object.keys(fields).forEach(function (name) {
    fields[name].addEventListener('blur', function () {
      if (fields[name].value !== '') touched[name] = true;
      report();
    });
  });
  form.addEventListener('focusin', function (event) {
    if (!form.contains(event.relatedTarget)) post({ type: 'focus' });
  });
  form.addEventListener('focusout', function (event) {
    if (!form.contains(event.relatedTarget)) post({ type: 'blur' });
  });
  form.addEventListener('submit', function (event) { event.preventDefault(); });

  function applyOptions() {
    var base = (options.style && options.style.base) || {};
    var root = document.documentElement.style;
    if (base.color) root.setProperty('--color', base.color);
    if (base.fontSize) root.setProperty('--font-size', base.fontSize);
    if (base.fontFamily) root.setProperty('--font-family', base.fontFamily);
    if (base['::placeholder'] && base['::placeholder'].color) root.setProperty('--placeholder', base['::placeholder'].color);
    var invalid = (options.style && options.style.invalid) || {};
    if (invalid.color) root.setProperty('--invalid', invalid.color);
    form.classList.toggle('no-postal', !!options.hidePostalCode);
    Object.keys(fields).forEach(function (name) { fields[name].disabled = !!options.disabled; });
    if (options.value && options.value.postalCode !== undefined) fields.postal.value = options.value.postalCode;
  }

  function encode(value, prefix, pairs) {
    if (value === undefined || value === null) return pairs;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) { encode(value[key], prefix ? prefix + '[' + key + ']' : key, pairs); });
    } else pairs.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    return pairs;
  }

  function cardData(payload) {
    var expiry = digits(fields.expiry.value);
    var billing = JSON.parse(JSON.stringify(payload.billingDetails || {}));
    var postal = fields.postal.value.trim();
    if (!options.hidePostalCode && postal) {
      billing.address = billing.address || {};
      if (!billing.address.postal_code) billing.address.postal_code = postal;
    }
    var data = {
      type: 'card',
      card: {
        number: digits(fields.number.value),
        exp_month: Number(expiry.slice(0, 2)),
        exp_year: 2000 + Number(expiry.slice(2)),
        cvc: digits(fields.cvc.value),
      },
    };
    if (Object.keys(billing).length > 0) data.billing_details = billing;
    return data;
  }

  function run(action, payload) {
    var problem = problems(true)[0];
    if (problem) {
      Object.keys(fields).forEach(function (name) { touched[name] = true; });
      report();
      return Promise.resolve({ ok: false, body: { error: { type: 'validation_error', code: problem[1], message: problem[2] } } });
    }
    // The Payment Element's elements.submit(): the fields are checked, nothing is sent yet.
    if (action === 'validate') return Promise.resolve({ ok: true, body: {} });
    var path;
    var body;
    if (action === 'createPaymentMethod') {
      path = '/v1/payment_methods';
      body = cardData(payload);
      if (payload.metadata) body.metadata = payload.metadata;
    } else {
      path = payload.path;
      body = { client_secret: payload.clientSecret, payment_method_data: cardData(payload) };
      Object.keys(payload.extra || {}).forEach(function (key) { body[key] = payload.extra[key]; });
    }
    body.key = payload.key;
    var headers = { 'content-type': 'application/x-www-form-urlencoded' };
    // Stripe(pk, { stripeAccount }): the card and the intent belong to that connected account.
    if (payload.stripeAccount) headers['stripe-account'] = payload.stripeAccount;
    return fetch(path, {
      method: 'POST',
      headers: headers,
      body: encode(body, '', []).join('&'),
    }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, body: json }; });
    }).catch(function (error) {
      return { ok: false, body: { error: { type: 'api_connection_error', message: String(error && error.message || error) } } };
    });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== parent || (parentOrigin !== '*' && event.origin !== parentOrigin)) return;
    var data = event.data;
    if (!data || data.source !== 'fake-stripe' || data.elementId !== id) return;
    if (data.type === 'focus') fields.number.focus();
    else if (data.type === 'blur' && document.activeElement) document.activeElement.blur();
    else if (data.type === 'clear') {
      Object.keys(fields).forEach(function (name) { fields[name].value = ''; });
      touched = {};
      report();
    } else if (data.type === 'update') {
      options = data.options || {};
      applyOptions();
      report();
    } else if (data.type === 'request') {
      run(data.action, data.payload).then(function (result) {
        post({ type: 'result', requestId: data.requestId, result: result });
      });
    }
  });

  applyOptions();
  if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(document.documentElement);
  last = JSON.stringify(state());
  post({ type: 'ready' });
  resize();
})();
`;

export function cardFrameHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title><style>${STYLE}</style></head>
<body>${BODY}<script>${SCRIPT}</script></body></html>`;
}

/** The frame's script alone, for checks that it parses. */
export const cardFrameScript = SCRIPT;
