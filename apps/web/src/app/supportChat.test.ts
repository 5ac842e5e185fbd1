import { describe, expect, it } from 'vitest';
import { supportChatScript } from './supportChat.ts';

const url = 'https://chat.example.com/widget.js';

describe('supportChatScript (SPEC §6)', () => {
  it('loads for agency owners on ordinary screens', () => {
    expect(supportChatScript('Agency', '/agency/websites', url)).toBe(url);
    expect(supportChatScript('Agency', '/agency/users/3', url)).toBe(url);
  });

  it('never loads for other roles, without a script, or on design and card screens', () => {
    for (const role of ['Admin', 'AgencyUser', 'WebsiteUser', 'CardUser', null] as const) {
      expect(supportChatScript(role, '/agency/websites', url)).toBeNull();
    }
    expect(supportChatScript('Agency', '/agency/websites', null)).toBeNull();
    expect(supportChatScript('Agency', '/agency/websites/4/design', url)).toBeNull();
    expect(supportChatScript('Agency', '/agency/pages/9/sandbox_design', url)).toBeNull();
    expect(supportChatScript('Agency', '/agency/card/12', url)).toBeNull();
    expect(supportChatScript('Agency', '/agency/card/create', url)).toBeNull();
    expect(supportChatScript('Agency', '/agency/websites', 'http://insecure.example/w.js')).toBeNull();
  });
});
