import { useSearchParams } from 'react-router';
import { CardEditorScreen } from './CardEditorScreen.tsx';
import { CardPreviewScreen } from './CardPreviewScreen.tsx';
import { CARD_PREVIEW_PARAM } from './paths.ts';

/**
 * `/user/card/{cardId}` (SPEC §2 card-user area: card edit): the card's editor, or its preview
 * when the address asks for it. The area has no preview route of its own, so the preview is this
 * address with `?preview`, and Back returns to the editor.
 */
export function UserCardScreen() {
  const [query] = useSearchParams();
  return query.has(CARD_PREVIEW_PARAM) ? <CardPreviewScreen /> : <CardEditorScreen />;
}
