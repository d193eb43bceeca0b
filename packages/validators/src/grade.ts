/**
 * The school year a date falls in, counted by the year it starts: the year rolls on 1 September.
 * 2026-08-31 → 2025, 2026-09-01 → 2026.
 */
export function schoolYearOf(date: Date): number {
  return date.getUTCMonth() >= 8 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}

/** The grade a student is in today, given the grade saved on `savedAt` (ISO date); capped at 12. */
export function currentGrade(saved: number | null | undefined, savedAt: string | null | undefined, today = new Date()) {
  if (saved == null) return null;
  if (!savedAt) return saved;
  const passed = schoolYearOf(today) - schoolYearOf(new Date(`${savedAt}T00:00:00Z`));
  return Math.min(12, Math.max(1, saved + Math.max(0, passed)));
}
