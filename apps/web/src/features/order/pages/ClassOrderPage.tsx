/** /classorder: the user orders (listings, visit packs, timed bookings). */
import { OrderListView } from '../components/OrderListView';

const ClassOrderPage = () => <OrderListView kind="item" />;

export default ClassOrderPage;
