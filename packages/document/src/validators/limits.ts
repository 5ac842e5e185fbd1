import { MESSAGES } from './messages.ts';

/** SPEC §5: card creation is refused once card_count reaches card_limit. */
export function canCreateCard(cardCount: number, cardLimit: number): boolean {
  return cardCount < cardLimit;
}

export function validateCardCreation(cardCount: number, cardLimit: number): string | null {
  return canCreateCard(cardCount, cardLimit) ? null : MESSAGES.cardLimit;
}
