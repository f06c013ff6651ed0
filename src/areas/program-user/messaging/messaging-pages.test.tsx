import { describeAreaMessagingPages } from '../../../test-support/area-messaging-pages.tsx';
import { messagingRoutes } from './messaging-routes.tsx';

describeAreaMessagingPages({
  name: 'program user',
  base: '/program-user/OPH-2026/OPH-OR-001',
  email: 'program@matchline.test',
  routes: messagingRoutes,
});
