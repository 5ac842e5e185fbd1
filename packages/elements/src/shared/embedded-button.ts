import { modernButtonOptionsSchema } from '@tessera/document';
import { z } from 'zod';

/**
 * A button inside another element (a form's submit, a payment link). Always the modern kind:
 * these elements have no stored older buttons to keep, and a missing `kind` must not turn a
 * partial button into a classic one with another text. It stays a full button option set, so
 * `buttonColors`, `buttonFontSizes` and the renderer's button code take it as it is.
 */
export function embeddedButtonSchema(defaults: { Text: string; Width: 'fill' | 'auto' }) {
  return modernButtonOptionsSchema
    .extend({
      kind: z.literal('modern').default('modern'),
      Text: modernButtonOptionsSchema.shape.Text.removeDefault().default(defaults.Text),
      Width: modernButtonOptionsSchema.shape.Width.removeDefault().default(defaults.Width),
    })
    .prefault({});
}
