export { decorationRoutes } from './decoration.routes';
