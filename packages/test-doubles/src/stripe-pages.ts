import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkoutPrice } from './stripe-form';
import type { StripeCheckoutSession, StripePortalSession } from './stripe-sessions';

/**
 * The Stripe double's hosted pages, standing in for Stripe Checkout and the customer portal:
 * `GET /checkout/:id` (a 'Pay' button and a 'Cancel' link), `POST /checkout/:id/pay` (pays, then
 * 303 to the success URL) and `GET /portal/:id` (a link back to the return URL). Plain Node.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function sendHtml(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  res.end(html);
}

/** Answers a hosted page; false when the path is not one. */
export async function answerPage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  state: {
    sessions: { checkoutSessions: StripeCheckoutSession[]; portalSessions: StripePortalSession[] };
    pay: (sessionId: string) => Promise<{ successUrl: string }>;
  },
): Promise<boolean> {
  const page = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
  if (page) {
    const session = state.sessions.checkoutSessions.find((s) => s.id === page[1]);
    if (!session) {
      sendHtml(res, 404, 'Not found', '<h1>Checkout session not found</h1>');
      return true;
    }
    if (req.method === 'POST' && page[2]) {
      try {
        const { successUrl } = await state.pay(session.id);
        res.writeHead(303, { location: successUrl });
        res.end();
      } catch (error) {
        sendHtml(
          res,
          502,
          'Payment failed',
          `<h1>Payment failed</h1><p>${escapeHtml(String(error))}</p>`,
        );
      }
      return true;
    }
    if (req.method !== 'GET' || page[2]) {
      sendHtml(res, 405, 'Method not allowed', '');
      return true;
    }
    const price = checkoutPrice(session.params) ?? '';
    const cancel = session.cancel_url
      ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`
      : '';
    sendHtml(
      res,
      200,
      'Test checkout',
      `<h1>Test checkout</h1><p>Subscription: <span data-testid="price">${escapeHtml(price)}</span></p>` +
        (session.status === 'open'
          ? `<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form>${cancel}`
          : '<p>This session is already paid.</p>'),
    );
    return true;
  }

  const portal = /^\/portal\/([^/]+)$/.exec(path);
  if (portal && req.method === 'GET') {
    const session = state.sessions.portalSessions.find((s) => s.id === portal[1]);
    if (!session) {
      sendHtml(res, 404, 'Not found', '<h1>Portal session not found</h1>');
      return true;
    }
    const back = session.return_url
      ? `<p><a href="${escapeHtml(session.return_url)}">Return</a></p>`
      : '';
    sendHtml(res, 200, 'Test billing portal', `<h1>Test billing portal</h1>${back}`);
    return true;
  }
  return false;
}
