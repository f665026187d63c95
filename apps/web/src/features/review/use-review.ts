/** Query hooks of the review screens. */
import type { ReviewAppealBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appealReview, fetchReviewSummary, replyReview } from './review.api';

export const reviewKeys = {
  all: ['review'] as const,
  lists: ['review', 'list'] as const,
  summary: ['review', 'summary'] as const,
};

export const useReviewSummary = () =>
  useQuery({ queryKey: reviewKeys.summary, queryFn: ({ signal }) => fetchReviewSummary(signal) });

export const useReplyReview = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => replyReview(id, text),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
};

export const useAppealReview = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewAppealBody }) => appealReview(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
};
