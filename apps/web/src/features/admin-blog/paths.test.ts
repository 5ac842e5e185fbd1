import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable } from '../../app/routes.ts';
import { adminBlogAddresses, adminBlogPaths } from './paths.ts';

const routeOf = (path: string) => matchRoute(path, routeTable)?.id;

describe('the admin blog’s addresses', () => {
  it('each lead to an admin blog route', () => {
    expect(routeOf(adminBlogPaths.list)).toBe('admin-blog');
    expect(routeOf(adminBlogAddresses.blogCreate(7))).toBe('admin-blog-create');
    expect(routeOf(adminBlogAddresses.blogEdit(7, 12))).toBe('admin-blog-edit');
    expect(routeOf(adminBlogAddresses.blogDesign(7, 12))).toBe('admin-blog-design');
    expect(routeOf(adminBlogPaths.preview(12))).toBe('admin-blog-preview');
    // The backing site has no page or menu screens: those addresses stay on the blog.
    expect(routeOf(adminBlogAddresses.pages(7))).toBe('admin-blog');
    expect(routeOf(adminBlogAddresses.menuEdit(7, 3))).toBe('admin-blog');
    expect(adminBlogAddresses.pageDesign(7, 3)).toBeNull();
  });

  it('open a post by unique id, while /admin/blog/create stays the creation screen', () => {
    expect(routeOf(adminBlogPaths.byUniqueId('3f2b8c1e-0000-4000-8000-000000000000'))).toBe(
      'admin-blog-by-unique-id',
    );
    expect(routeOf('/admin/blog/create')).toBe('admin-blog-create');
    expect(adminBlogPaths.byUniqueId('a/b')).toBe('/admin/blog/a%2Fb');
  });
});
