/** /shareorder: the shared-card orders (card types bought in the app). */
import { OrderListView } from '../components/OrderListView';

const ShareOrderPage = () => <OrderListView kind="card" />;

export default ShareOrderPage;
