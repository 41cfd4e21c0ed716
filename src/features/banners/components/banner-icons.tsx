import { icon } from '@/components/icons';

// Drawn after Tabler Icons (MIT), like the shared set.
export const IconPause = icon(['M6 5h4v14H6z', 'M14 5h4v14h-4z'], 18);
export const IconChevronUp = icon(['M6 15l6-6 6 6'], 18);
export const IconChevronDown = icon(['M6 9l6 6 6-6'], 18);
