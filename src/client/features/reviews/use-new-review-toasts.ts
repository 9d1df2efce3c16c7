import { useEffect } from 'react';
import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { newReviewReceived } from '../../session/session-events';
import { useAppDispatch } from '../../state/typed-hooks';

/**
 * Toasts « Nouvel avis de Jean (5 ★) » when the socket brings a review, for as long as the calling
 * component is mounted. It adds a listener to the app's one listener middleware at run time, so the
 * feature needs nothing in app/store.ts; the list itself refreshes by tag invalidation.
 */
export function useNewReviewToasts() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  useEffect(() => {
    // The listener middleware answers an `addListener` action with the function that removes it
    // (AppDispatch's type does not know that middleware).
    const unsubscribe = dispatch(
      addListener({
        actionCreator: newReviewReceived,
        effect: ({ payload }) => {
          notify(t('reviews.live.newReview', { name: payload.authorName, rating: payload.reviewRate }), 'info');
        },
      }),
    ) as unknown as UnsubscribeListener;
    return unsubscribe;
  }, [dispatch, t]);
}
