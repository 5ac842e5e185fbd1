// The blog screens of a site, one chunk: loaded when a site's blog is first opened.
export { BlogPostAiDraftScreen } from './BlogPostAiDraftScreen.tsx';
export { BlogPostCreateScreen, BlogPostEditScreen } from './BlogPostFormScreen.tsx';
export { BlogPostsScreen } from './BlogPostsScreen.tsx';
