import dayjs from 'dayjs';

/** A due date or time as the lists show it (local time); empty when there is none. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');
