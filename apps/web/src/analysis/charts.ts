import { lazy } from 'react';

/** The nivo charts load with the first chart shown, never with the pages that do not show one. */
export const ScoreHistogram = lazy(() => import('./ScoreHistogram'));
export const FacilityScatter = lazy(() => import('./FacilityScatter'));
export const TrendLine = lazy(() => import('./TrendLine'));
