import type { GoogleDate } from './calendar';

/**
 * Google's JSON shapes, as its references document them (Business Information v1, My Business v4, Business
 * Profile Performance v1). Proto3 JSON leaves out zeros, false and empty lists: every field is optional.
 */

/** google.type.TimeOfDay; `hours: 24` is the end of the day (a close only). */
export type GoogleTimeOfDay = { hours?: number; minutes?: number; seconds?: number; nanos?: number };

export type GoogleTimePeriod = { openDay?: string; openTime?: GoogleTimeOfDay; closeDay?: string; closeTime?: GoogleTimeOfDay };

export type GoogleSpecialHourPeriod = {
  startDate?: GoogleDate;
  endDate?: GoogleDate;
  openTime?: GoogleTimeOfDay;
  closeTime?: GoogleTimeOfDay;
  closed?: boolean;
};

export type GoogleLocation = {
  name?: string;
  regularHours?: { periods?: GoogleTimePeriod[] };
  specialHours?: { specialHourPeriods?: GoogleSpecialHourPeriod[] };
  metadata?: { hasPendingEdits?: boolean; hasGoogleUpdated?: boolean; placeId?: string };
};

export type GoogleMediaItem = {
  name?: string;
  mediaFormat?: string;
  locationAssociation?: { category?: string; priceListItemId?: string };
  googleUrl?: string;
  thumbnailUrl?: string;
  createTime?: string;
  dimensions?: { widthPixels?: number; heightPixels?: number };
  description?: string;
  sourceUrl?: string;
  dataRef?: { resourceName?: string };
};

/** google.mybusiness.v4.TimeInterval. */
export type GoogleTimeInterval = { startDate?: GoogleDate; startTime?: GoogleTimeOfDay; endDate?: GoogleDate; endTime?: GoogleTimeOfDay };

export type GoogleLocalPost = {
  name?: string;
  languageCode?: string;
  summary?: string;
  callToAction?: { actionType?: string; url?: string };
  createTime?: string;
  updateTime?: string;
  event?: { title?: string; schedule?: GoogleTimeInterval };
  state?: string;
  media?: GoogleMediaItem[];
  searchUrl?: string;
  topicType?: string;
  offer?: { couponCode?: string; redeemOnlineUrl?: string; termsConditions?: string };
};

export type GoogleLocalPostsPage = { localPosts?: GoogleLocalPost[]; nextPageToken?: string };
export type GoogleMediaPage = { mediaItems?: GoogleMediaItem[]; totalMediaItemCount?: number; nextPageToken?: string };

/** int64 values arrive as strings; a zero value is left out. */
export type GoogleDatedValue = { date?: GoogleDate; value?: string };

export type GoogleMultiDailyMetrics = {
  multiDailyMetricTimeSeries?: {
    dailyMetricTimeSeries?: { dailyMetric?: string; dailySubEntityType?: unknown; timeSeries?: { datedValues?: GoogleDatedValue[] } }[];
  }[];
};

export type GoogleKeywordsPage = {
  searchKeywordsCounts?: { searchKeyword?: string; insightsValue?: { value?: string; threshold?: string } }[];
  nextPageToken?: string;
};

/** google.rpc.Status, with the detail types Bonavis reads. */
export type GoogleErrorBody = {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: {
      '@type'?: string;
      reason?: string;
      metadata?: Record<string, string>;
      retryDelay?: string;
      fieldViolations?: { field?: string; description?: string }[];
      /** google.mybusiness.v4.ValidationError, which the v4 APIs send instead of BadRequest. */
      errorDetails?: { code?: number; field?: string; message?: string }[];
    }[];
  };
};
