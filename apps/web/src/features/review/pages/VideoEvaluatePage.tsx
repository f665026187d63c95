/** /videoevaluate (menu 802): video reviews. */
import { ReviewListPage } from '../components/ReviewListPage';

const VideoEvaluatePage = () => <ReviewListPage kind="video" />;

export default VideoEvaluatePage;
