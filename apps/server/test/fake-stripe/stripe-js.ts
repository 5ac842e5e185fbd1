/**
 * The fake's Stripe.js, served at `/v3/`: `Stripe(publishableKey)` with `elements().create('card')`,
 * `confirmCardSetup`, `confirmCardPayment`, `createPaymentMethod`, `retrieveSetupIntent` and
 * `retrievePaymentIntent`. As with the real one, the card inputs live in an iframe from the fake's
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

  function api(method, path, fields) {
    var body = encode(fields).join('&');
    var url = ORIGIN + path + (method === 'GET' ? '?' + body : '');
    return fetch(url, {
      method: method,
      headers: method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
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

  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN) return;
    var data = event.data;
    if (!data || data.source !== 'fake-stripe') return;
    var element = elementsById[data.elementId];
    if (!element || !element._frame || event.source !== element._frame.contentWindow) return;
    element._receive(data);
  });

  function CardElement(group, options) {
    this._id = 'card-' + ++counter;
    this._group = group;
    this._options = options || {};
    this._handlers = {};
    this._frame = null;
    this._ready = false;
    this._queue = [];
    this._requests = {};
    this._state = { empty: true, complete: false };
    elementsById[this._id] = this;
  }

  CardElement.prototype.mount = function (target) {
    if (this._destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
    if (this._frame) throw integrationError('This Element is already mounted. Use unmount() to unmount the Element before re-mounting.');
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw integrationError('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.');
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeFrame' + this._id;
    frame.title = 'Secure card payment input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('allowtransparency', 'true');
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText = 'border:0;width:100%;min-width:0;height:140px;display:block;overflow:hidden;background:transparent;';
    var origin = location.origin && location.origin !== 'null' ? location.origin : '*';
    frame.src = ORIGIN + '/v3/elements/card?id=' + encodeURIComponent(this._id) +
      '&origin=' + encodeURIComponent(origin) +
      '&options=' + encodeURIComponent(JSON.stringify(this._options));
    node.appendChild(frame);
    this._node = node;
    this._frame = frame;
    this._classes();
    return this;
  };

  CardElement.prototype._classes = function () {
    if (!this._node) return;
    var list = this._node.classList;
    list.add('StripeElement');
    list.toggle('StripeElement--empty', !!this._state.empty);
    list.toggle('StripeElement--complete', !!this._state.complete);
    list.toggle('StripeElement--invalid', !!this._state.error);
    list.toggle('StripeElement--focus', !!this._focused);
  };

  CardElement.prototype._emit = function (name, event) {
    (this._handlers[name] || []).slice().forEach(function (handler) {
      handler(event);
    });
  };

  CardElement.prototype._post = function (message) {
    message.source = 'fake-stripe';
    message.elementId = this._id;
    if (this._ready && this._frame) this._frame.contentWindow.postMessage(message, ORIGIN);
    else this._queue.push(message);
  };

  CardElement.prototype._receive = function (data) {
    var self = this;
    if (data.type === 'ready') {
      this._ready = true;
      var queued = this._queue.splice(0);
      queued.forEach(function (message) { self._post(message); });
      this._emit('ready', { elementType: 'card' });
    } else if (data.type === 'change') {
      this._state = data.state;
      this._classes();
      var event = { elementType: 'card', empty: data.state.empty, complete: data.state.complete, brand: data.state.brand, value: { postalCode: data.state.postalCode } };
      if (data.state.error) event.error = data.state.error;
      this._emit('change', event);
    } else if (data.type === 'focus' || data.type === 'blur') {
      this._focused = data.type === 'focus';
      this._classes();
      this._emit(data.type, { elementType: 'card' });
    } else if (data.type === 'resize' && this._frame) {
      this._frame.style.height = data.height + 'px';
    } else if (data.type === 'result') {
      var resolve = this._requests[data.requestId];
      delete this._requests[data.requestId];
      if (resolve) resolve(data.result);
    }
  };

  CardElement.prototype._request = function (action, payload) {
    var self = this;
    if (!this._frame) return Promise.reject(integrationError('We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.'));
    return new Promise(function (resolve) {
      var requestId = ++counter;
      self._requests[requestId] = resolve;
      self._post({ type: 'request', requestId: requestId, action: action, payload: payload });
    });
  };

  CardElement.prototype.on = function (name, handler) {
    (this._handlers[name] = this._handlers[name] || []).push(handler);
    return this;
  };
  CardElement.prototype.addEventListener = CardElement.prototype.on;
  CardElement.prototype.once = function (name, handler) {
    var self = this;
    function once(event) { self.off(name, once); handler(event); }
    return this.on(name, once);
  };
  CardElement.prototype.off = function (name, handler) {
    if (!handler) delete this._handlers[name];
    else this._handlers[name] = (this._handlers[name] || []).filter(function (entry) { return entry !== handler; });
    return this;
  };
  CardElement.prototype.removeEventListener = CardElement.prototype.off;
  CardElement.prototype.focus = function () { this._post({ type: 'focus' }); };
  CardElement.prototype.blur = function () { this._post({ type: 'blur' }); };
  CardElement.prototype.clear = function () { this._post({ type: 'clear' }); };
  CardElement.prototype.update = function (options) {
    for (var key in options) this._options[key] = options[key];
    this._post({ type: 'update', options: this._options });
  };
  CardElement.prototype.unmount = function () {
    if (this._frame && this._frame.parentNode) this._frame.parentNode.removeChild(this._frame);
    if (this._node) this._node.classList.remove('StripeElement', 'StripeElement--empty', 'StripeElement--complete', 'StripeElement--invalid', 'StripeElement--focus');
    this._frame = null;
    this._node = null;
    this._ready = false;
    this._queue = [];
    return this;
  };
  CardElement.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    delete elementsById[this._id];
    if (this._group._elements.card === this) delete this._group._elements.card;
  };

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._elements = {};
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'card') throw integrationError('The fake Stripe.js implements the card Element only, not ' + type + '.');
    if (this._elements.card) throw integrationError('Can only create one Element of type card.');
    var element = new CardElement(this, options);
    this._elements.card = element;
    return element;
  };
  Elements.prototype.getElement = function (type) {
    return this._elements[type] || null;
  };
  Elements.prototype.update = function (options) {
    for (var key in options) this._options[key] = options[key];
  };

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
        path: path,
        clientSecret: clientSecret,
        billingDetails: paymentMethod.billing_details,
        extra: data.setup_future_usage ? { setup_future_usage: data.setup_future_usage } : {},
      }).then(function (result) { return outcome(result, name); });
    }
    var fields = { key: self._key, client_secret: clientSecret };
    if (typeof paymentMethod === 'string') fields.payment_method = paymentMethod;
    if (data && data.setup_future_usage) fields.setup_future_usage = data.setup_future_usage;
    return api('POST', path, fields).then(function (result) { return outcome(result, name); });
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
    return api('GET', path, { key: this._key, client_secret: clientSecret }).then(function (result) {
      return outcome(result, name);
    });
  };
  Stripe.prototype.retrieveSetupIntent = function (clientSecret) {
    return this._retrieve('setup', 'retrieveSetupIntent', clientSecret);
  };
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    return this._retrieve('payment', 'retrievePaymentIntent', clientSecret);
  };

  window.Stripe = Stripe;
})();
`;

/**
 * The script for a fake reached at `origin` (`http://127.0.0.1:PORT`), calling itself the Stripe.js
 * release (`endive`) that @stripe/stripe-js expects.
 */
export function stripeJsScript(origin: string, release: string): string {
  return SCRIPT.replace('__ORIGIN__', JSON.stringify(origin)).replace('__RELEASE__', JSON.stringify(release));
}
