// The frame of every main-host page: app bar, drawer, the page, footer. Sends a PageView per route.
import { Flex, View } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { LoadingView } from '@web/components/loading-view';
import { usePlatformTitleAfterNavigation } from '@web/lib/document-title';
import { track } from '@web/lib/tracking';
import { AppBar } from './app-bar';
import { Footer } from './footer';
import { NavDrawer } from './nav-drawer';

export function Layout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const navigation = useNavigation();
  const { pathname } = useLocation();

  useEffect(() => {
    track('PageView', { page_path: pathname, page_location: window.location.href });
  }, [pathname]);
  usePlatformTitleAfterNavigation(pathname);

  return (
    <Flex direction="column" gap="0" minHeight="100vh">
      <AppBar onOpenMenu={() => setDrawerOpen(true)} />
      <NavDrawer open={drawerOpen} onClose={closeDrawer} />
      {/* The page fills the window, so the footer starts below it and no page's content pushes it as it loads (layout shift). */}
      <View as="main" flex="1" minHeight="100vh">
        {navigation.state === 'loading' ? <LoadingView /> : <Outlet />}
      </View>
      <Footer />
    </Flex>
  );
}
