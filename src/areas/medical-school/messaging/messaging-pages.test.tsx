import { describeAreaMessagingPages } from '../../../test-support/area-messaging-pages.tsx';
import { messagingRoutes } from './messaging-routes.tsx';

describeAreaMessagingPages({
  name: 'medical school user',
  base: '/medical-school/PNWU-SOM',
  email: 'school@matchline.test',
  routes: messagingRoutes,
});
