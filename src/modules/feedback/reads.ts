import type { AppContext } from '../../context';
import { issueFormToken } from './form-token';

/** A new feedback form: the time it is given out, signed (GET /api/feedback/form, the rendered Feedback page). */
export const issueFeedbackForm = ({ secret, config }: AppContext) => ({
  token: issueFormToken(secret, (config.feedback.now ?? Date.now)()),
});
