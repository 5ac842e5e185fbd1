import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig, useProfile } from '../appContext.tsx';
import { supportChatScript } from '../supportChat.ts';

/**
 * Installs the white label's support chat script while `supportChatScript` allows it, and takes
 * it away again (the script tag and whatever it added to the page) when the caller moves to a
 * designer or card screen, signs out, or stops impersonating an owner.
 */
export function SupportChat() {
  const { whitelabel } = useAppConfig();
  const profile = useProfile();
  const { pathname } = useLocation();
  const src = supportChatScript(profile?.role ?? null, pathname, whitelabel.support_chat_url);

  useEffect(() => {
    if (!src) return;
    // Widgets add their own frames and buttons to <body>; remember them so leaving removes them.
    const added = new Set<Node>();
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) added.add(node);
    });
    observer.observe(document.body, { childList: true });
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.supportChat = 'true';
    document.body.appendChild(script);
    return () => {
      observer.disconnect();
      script.remove();
      for (const node of added) node.parentNode?.removeChild(node);
    };
  }, [src]);

  return null;
}
