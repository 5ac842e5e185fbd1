/**
 * The Payment Element's flow in the fake Stripe.js (stripe-js.ts puts it in its script), as
 * Stripe recommends it with deferred intents: `elements.submit()` checks the fields when the
 * buyer presses pay, the server then makes the PaymentIntent (or a subscription whose first
 * invoice has one), and `stripe.confirmPayment({ elements, clientSecret, confirmParams })`
 * confirms it with the card from the frame. Without `redirect: 'if_required'`, or when the
 * payment needs one, the page goes to `return_url` with the intent in its query, as Stripe.js
 * does; card payments here never need a redirect of their own.
 */
export const PAYMENT_SCRIPT = String.raw`
  Elements.prototype.submit = function () {
    var self = this;
    var element = this._elements.payment;
    if (!element) return Promise.reject(integrationError('elements.submit(): there is no mounted Payment Element in this Elements group.'));
    return element._request('validate', {}).then(function (result) {
      self._submitted = result.ok;
      return result.ok ? {} : { error: result.body.error };
    });
  };

  /** Where a confirmed payment sends the browser, with what Stripe.js adds to the URL. */
  function returnTo(url, intent) {
    var target = new URL(url, location.href);
    target.searchParams.set('payment_intent', intent.id);
    target.searchParams.set('payment_intent_client_secret', intent.client_secret);
    target.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : intent.status === 'processing' ? 'pending' : 'failed');
    return target.href;
  }

  Stripe.prototype.confirmPayment = function (options) {
    var self = this;
    options = options || {};
    var elements = options.elements;
    var confirmParams = options.confirmParams || {};
    var redirect = options.redirect || 'always';
    try {
      if (!(elements instanceof Elements)) throw integrationError('stripe.confirmPayment(): expected an Elements group as the elements parameter.');
      var deferred = !!elements._options.mode;
      var clientSecret = options.clientSecret || elements._options.clientSecret;
      if (deferred && !options.clientSecret) throw integrationError('stripe.confirmPayment(): the clientSecret parameter is required when the Elements group was created with a mode.');
      if (deferred && !elements._submitted) throw integrationError('elements.submit() must be called before stripe.confirmPayment(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.');
      if (redirect !== 'always' && redirect !== 'if_required') throw integrationError('Invalid value for stripe.confirmPayment(): redirect should be one of the following strings: always, if_required.');
      if (redirect === 'always' && !confirmParams.return_url) throw integrationError('stripe.confirmPayment(): the confirmParams.return_url argument is required unless passing redirect: \'if_required\'.');
      var id = intentOf(clientSecret, 'payment', 'stripe.confirmPayment');
      var element = elements.getElement('payment');
      if (!element) throw integrationError('stripe.confirmPayment(): there is no mounted Payment Element in this Elements group.');
    } catch (error) {
      return Promise.reject(error);
    }
    var extra = {};
    if (confirmParams.return_url) extra.return_url = confirmParams.return_url;
    var methodData = confirmParams.payment_method_data || {};
    return element._request('confirm', {
      key: self._key,
      stripeAccount: self._options.stripeAccount,
      path: '/v1/payment_intents/' + id + '/confirm',
      clientSecret: clientSecret,
      billingDetails: methodData.billing_details,
      extra: extra,
    }).then(function (result) {
      elements._submitted = false;
      if (!result.ok) return { error: result.body.error };
      if (redirect === 'if_required') return { paymentIntent: result.body };
      window.location.assign(returnTo(confirmParams.return_url, result.body));
      // The page is leaving: like Stripe.js, the promise never settles.
      return new Promise(function () {});
    });
  };
`;
