import type { CardChannel } from '@tessera/document';
import type { CardContent } from './content.ts';
import type { VCardInput, VCardPhone, VCardPhoto, VCardUrl } from './vcard.ts';

/** vCard TEL types each phone channel stands for; a number on several channels gets them all. */
const PHONE_TYPES: Partial<Record<CardChannel, readonly string[]>> = {
  call: ['cell', 'voice'],
  text: ['cell', 'text'],
  whatsapp: ['cell'],
  facetime: ['cell', 'video'],
};

/** What "Save contact" puts in the address book, read off the card's channels. */
export function cardContact(
  content: CardContent,
  extra: { uid: string; photo: VCardPhoto | null; revision?: string },
): VCardInput {
  const phones = new Map<string, Set<string>>();
  const emails: string[] = [];
  const urls: VCardUrl[] = [];
  for (const button of content.options.ButtonList) {
    const value = button.Value;
    if (!value) continue;
    const types = PHONE_TYPES[button.Channel];
    if (types && !value.includes('@')) {
      const set = phones.get(value) ?? new Set<string>();
      for (const type of types) set.add(type);
      phones.set(value, set);
    } else if (button.Channel === 'email' || button.Channel === 'facetime') {
      if (!emails.includes(value)) emails.push(value);
    } else if (button.Channel !== 'contact' && !urls.some((u) => u.url === value)) {
      urls.push({ url: value, type: button.Channel === 'website' ? 'work' : button.Channel });
    }
  }
  const phoneList: VCardPhone[] = [...phones].map(([number, types]) => ({ number, types: [...types] }));
  return {
    uid: extra.uid,
    fullName: content.name,
    organization: content.company,
    title: content.job_title,
    note: content.bio,
    phones: phoneList,
    emails,
    urls,
    photo: extra.photo,
    ...(extra.revision ? { revision: extra.revision } : {}),
  };
}
