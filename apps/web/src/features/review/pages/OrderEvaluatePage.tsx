/** /orderevaluate (menu 801): text and picture reviews. */
import { ReviewListPage } from '../components/ReviewListPage';

const OrderEvaluatePage = () => <ReviewListPage kind="text" />;

export default OrderEvaluatePage;
