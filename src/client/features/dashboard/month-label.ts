import dayjs from 'dayjs';

/** « nov. 2026 » for `2026-11`, in the interface language (i18n loads dayjs's locale). */
export const monthLabel = (month: string) => dayjs(`${month}-01`).format('MMM YYYY');
