/**
 * The Elements part of the fake Stripe.js (stripe-js.ts puts it in its script): the Elements
 * group, `elements({ mode, amount, currency })` for deferred intents included, and its card and
 * Payment Elements. Both mount the same card frame (card-frame.ts) and talk to it by postMessage;
 * they differ only in the events they send, as the Payment Element here offers cards only.
 */
export const ELEMENTS_SCRIPT = `
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN) return;
    var data = event.data;
    if (!data || data.source !== 'fake-stripe') return;
    var element = elementsById[data.elementId];
    if (!element || !element._frame || event.source !== element._frame.contentWindow) return;
    element._receive(data);
  });

  /** A card or Payment Element: both are the card frame, told apart by the events they send. */
  function CardElement(group, type, options) {
    this._id = type + '-' + ++counter;
    this._type = type;
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
    frame.title = this._type === 'payment' ? 'Secure payment input frame' : 'Secure card payment input frame';
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
      this._emit('ready', { elementType: this._type });
    } else if (data.type === 'change') {
      this._state = data.state;
      this._classes();
      var event = this._type === 'payment'
        ? { elementType: 'payment', empty: data.state.empty, complete: data.state.complete, collapsed: false, value: { type: 'card' } }
        : { elementType: 'card', empty: data.state.empty, complete: data.state.complete, brand: data.state.brand, value: { postalCode: data.state.postalCode } };
      if (data.state.error && this._type === 'card') event.error = data.state.error;
      this._emit('change', event);
    } else if (data.type === 'focus' || data.type === 'blur') {
      this._focused = data.type === 'focus';
      this._classes();
      this._emit(data.type, { elementType: this._type });
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
    if (this._group._elements[this._type] === this) delete this._group._elements[this._type];
  };

  /** What Stripe.js checks of a deferred-intent group: a mode, and an amount and currency to show. */
  function checkMode(options) {
    if (!options.mode) return;
    if (['payment', 'subscription', 'setup'].indexOf(options.mode) < 0) throw integrationError('Invalid value for elements(): mode should be one of the following strings: payment, setup, subscription. You specified: ' + options.mode + '.');
    if (options.mode !== 'setup' && !(typeof options.amount === 'number' && options.amount >= 0 && Math.floor(options.amount) === options.amount)) throw integrationError('Invalid value for elements(): amount should be a non-negative integer. You specified: ' + options.amount + '.');
    if (typeof options.currency !== 'string' || options.currency === '') throw integrationError('Missing value for elements(): currency should be a string.');
  }

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._elements = {};
    this._submitted = false;
    checkMode(this._options);
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'card' && type !== 'payment') throw integrationError('The fake Stripe.js implements the card Element only (and the Payment Element, with cards), not ' + type + '.');
    if (type === 'payment' && !this._options.mode && !this._options.clientSecret) throw integrationError('In order to create a payment element, you must pass a clientSecret or mode when creating the Elements group.');
    if (this._elements[type]) throw integrationError('Can only create one Element of type ' + type + '.');
    var element = new CardElement(this, type, options);
    this._elements[type] = element;
    return element;
  };
  Elements.prototype.getElement = function (type) {
    return this._elements[type] || null;
  };
  Elements.prototype.update = function (options) {
    for (var key in options) this._options[key] = options[key];
    checkMode(this._options);
  };
`;
