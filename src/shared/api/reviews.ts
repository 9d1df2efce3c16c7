/** A review as the API returns it (the contract's field names, `hasBeenReadd` included). */
export type Review = {
  id: number;
  authorName: string;
  authorPictUrl: string | null;
  reviewRate: number;
  date: string;
  isLocalGuide: boolean;
  reviewContent: string | null;
  language: string | null;
  hasResponse: boolean;
  pictures: string[];
  response: { date: string | null; responseContent: string } | null;
  hasBeenReadd: boolean;
};

/** One page of `GET /reviews/private`. */
export type ReviewPage = { items: Review[]; total: number; page: number; pageSize: number };
