/** What a backup holds, in words: "4 pages · 2 forms · 1 menu · settings". */
export function backupContents(counts: Readonly<Record<string, number>>): string {
  const words: Record<string, [string, string]> = {
    pages: ['page', 'pages'],
    forms: ['form', 'forms'],
    menus: ['menu', 'menus'],
    redirects: ['redirect', 'redirects'],
    keywords: ['keyword', 'keywords'],
    blog_posts: ['blog post', 'blog posts'],
  };
  const parts: string[] = [];
  for (const [key, [one, many]] of Object.entries(words)) {
    const n = counts[key] ?? 0;
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  }
  for (const key of Object.keys(counts))
    if (!(key in words) && key !== 'settings' && (counts[key] ?? 0) > 0) parts.push(`${counts[key]} ${key}`);
  if (counts.settings) parts.push('settings');
  return parts.join(' · ') || 'Settings only';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
