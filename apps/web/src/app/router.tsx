import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../features/system/NotFoundScreen.tsx';
import { RouteError } from '../features/system/RouteError.tsx';
import { AuthShell } from './layouts/AuthShell.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
import { EditorLayout } from './layouts/EditorLayout.tsx';
import { MainShell } from './layouts/MainShell.tsx';
import { RootView } from './RootView.tsx';
import { type LayoutName, routeTable } from './routes.ts';
import { screens, WebsiteShell } from './screens.tsx';
import { isSiteScreen } from './siteTabs.ts';

const layouts: Record<LayoutName, ComponentType> = {
  auth: AuthShell,
  main: MainShell,
  bare: BareLayout,
  editor: EditorLayout,
};

/** Builds the router from the route table: one layout route per layout, screens beneath. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = (Object.keys(layouts) as LayoutName[]).flatMap((name) => {
    const entries = routeTable.filter((route) => route.layout === name);
    if (entries.length === 0) return [];
    const Layout = layouts[name];
    const toRoute = (route: (typeof entries)[number]): RouteObject => ({
      path: route.path,
      // Redirect-only routes never render: the guard forwards them first.
      element: 'redirect' in route ? null : screens[route.id],
      handle: { routeId: route.id },
    });
    // A site's screens share the website screen (header and tab bar) around their own content.
    const siteScreens = entries.filter(isSiteScreen);
    const others = entries.filter((route) => !isSiteScreen(route));
    return [
      {
        element: <Layout />,
        errorElement: <RouteError />,
        children: [
          ...others.map(toRoute),
          ...(siteScreens.length > 0
            ? [
                {
                  element: <WebsiteShell />,
                  errorElement: <RouteError />,
                  children: siteScreens.map(toRoute),
                },
              ]
            : []),
        ],
      },
    ];
  });

  return [
    {
      element: <RootView />,
      errorElement: <RouteError />,
      children: [
        ...children,
        {
          element: <MainShell />,
          errorElement: <RouteError />,
          children: [{ path: '*', element: <NotFoundScreen /> }],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
