import { ELEMENTS_SCRIPT } from './stripe-js-elements.ts';
import { PAYMENT_SCRIPT } from './stripe-js-payment.ts';

/**
 * The fake's Stripe.js, served at `/v3/`: `Stripe(publishableKey, { stripeAccount? })` with
 * `elements().create('card')` and the Payment Element of deferred intents
 * (`elements({ mode, amount, currency }).create('payment')`, `elements.submit()`,
 * `confirmPayment`), `confirmCardSetup`, `confirmCardPayment`, `createPaymentMethod`,
 * `retrieveSetupIntent` and `retrievePaymentIntent`. As with the real one, the card inputs live in an iframe from the fake's
 * origin (card-frame.ts), which posts the card data to the API itself: the host page talks to it
 * by postMessage and never sees a card number. Plain ES5-style JS, served as text.
 */

const SCRIPT = `(function () {
  'use strict';
  var ORIGIN = __ORIGIN__;
  if (window.Stripe && window.Stripe.__fake) return;
  var counter = 0;
  var elementsById = {};

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  /** Form fields with bracketed keys, as Stripe's API reads them. */
  function encode(value, prefix, pairs) {
    pairs = pairs || [];
    if (value === undefined || value === null) return pairs;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) {
        encode(value[key], prefix ? prefix + '[' + key + ']' : key, pairs);
      });
    } else {
      pairs.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    }
    return pairs;
  }

  function api(method, path, fields, account) {
    var body = encode(fields).join('&');
    var url = ORIGIN + path + (method === 'GET' ? '?' + body : '');
    var headers = method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' };
    if (account) headers['stripe-account'] = account;
    return fetch(url, {
      method: method,
      headers: headers,
      body: method === 'GET' ? undefined : body,
    }).then(function (response) {
      return response.json().then(function (json) {
        return { ok: response.ok, body: json };
      });
    });
  }

  function outcome(result, name) {
    var answer = {};
    if (result.ok) answer[name] = result.body;
    else answer.error = result.body.error;
    return answer;
  }

  __ELEMENTS__

  function intentOf(clientSecret, kind, method) {
    var prefix = kind === 'setup' ? 'seti_' : 'pi_';
    var at = typeof clientSecret === 'string' ? clientSecret.indexOf('_secret_') : -1;
    if (at < 0 || clientSecret.indexOf(prefix) !== 0) {
      throw integrationError('Invalid value for ' + method + ' intent secret: value should be a client_secret string. You specified: ' + clientSecret + '.');
    }
    return clientSecret.slice(0, at);
  }

  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string' || key === '') throw integrationError('Please call Stripe() with your publishable key. You used an empty string.');
    if (key.indexOf('sk_') === 0) throw integrationError('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
    if (key.indexOf('pk_') !== 0) throw integrationError('Invalid API Key provided: ' + key);
    this._key = key;
    this._options = options || {};
  }
  Stripe.__fake = true;
  // @stripe/stripe-js's loadStripe compares this with the release it was built for.
  Stripe.version = __RELEASE__;

  /** loadStripe registers itself with the instance; nothing to do here. */
  Stripe.prototype._registerWrapper = function () {};

  Stripe.prototype.elements = function (options) {
    return new Elements(this, options);
  };

  Stripe.prototype._confirm = function (kind, method, clientSecret, data) {
    var self = this;
    var id;
    try {
      id = intentOf(clientSecret, kind, method);
    } catch (error) {
      return Promise.reject(error);
    }
    var path = (kind === 'setup' ? '/v1/setup_intents/' : '/v1/payment_intents/') + id + '/confirm';
    var name = kind === 'setup' ? 'setupIntent' : 'paymentIntent';
    var paymentMethod = data && data.payment_method;
    if (paymentMethod && typeof paymentMethod === 'object' && paymentMethod.card instanceof CardElement) {
      return paymentMethod.card._request('confirm', {
        key: self._key,
        stripeAccount: self._options.stripeAccount,
        path: path,
        clientSecret: clientSecret,
        billingDetails: paymentMethod.billing_details,
        extra: data.setup_future_usage ? { setup_future_usage: data.setup_future_usage } : {},
      }).then(function (result) { return outcome(result, name); });
    }
    var fields = { key: self._key, client_secret: clientSecret };
    if (typeof paymentMethod === 'string') fields.payment_method = paymentMethod;
    if (data && data.setup_future_usage) fields.setup_future_usage = data.setup_future_usage;
    return api('POST', path, fields, self._options.stripeAccount).then(function (result) { return outcome(result, name); });
  };

  Stripe.prototype.confirmCardSetup = function (clientSecret, data) {
    return this._confirm('setup', 'confirmCardSetup', clientSecret, data);
  };
  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    return this._confirm('payment', 'confirmCardPayment', clientSecret, data);
  };

  Stripe.prototype.createPaymentMethod = function (data) {
    if (!data || data.type !== 'card' || !(data.card instanceof CardElement)) {
      return Promise.reject(integrationError('createPaymentMethod: the fake Stripe.js takes { type: "card", card: cardElement, billing_details? }.'));
    }
    return data.card._request('createPaymentMethod', {
      key: this._key,
      stripeAccount: this._options.stripeAccount,
      billingDetails: data.billing_details,
      metadata: data.metadata,
    }).then(function (result) { return outcome(result, 'paymentMethod'); });
  };

  Stripe.prototype._retrieve = function (kind, method, clientSecret) {
    var id;
    try {
      id = intentOf(clientSecret, kind, method);
    } catch (error) {
      return Promise.reject(error);
    }
    var path = (kind === 'setup' ? '/v1/setup_intents/' : '/v1/payment_intents/') + id;
    var name = kind === 'setup' ? 'setupIntent' : 'paymentIntent';
    return api('GET', path, { key: this._key, client_secret: clientSecret }, this._options.stripeAccount).then(function (result) {
      return outcome(result, name);
    });
  };
  Stripe.prototype.retrieveSetupIntent = function (clientSecret) {
    return this._retrieve('setup', 'retrieveSetupIntent', clientSecret);
  };
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    return this._retrieve('payment', 'retrievePaymentIntent', clientSecret);
  };

  __PAYMENT__

  window.Stripe = Stripe;
})();
`;

/**
 * The script for a fake reached at `origin` (`http://127.0.0.1:PORT`), calling itself the Stripe.js
 * release (`endive`) that @stripe/stripe-js expects.
 */
export function stripeJsScript(origin: string, release: string): string {
  return SCRIPT.replace('__ELEMENTS__', () => ELEMENTS_SCRIPT.trim())
    .replace('__PAYMENT__', () => PAYMENT_SCRIPT.trim())
    .replace('__ORIGIN__', JSON.stringify(origin))
    .replace('__RELEASE__', JSON.stringify(release));
}
