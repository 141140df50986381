import person from '../assets/fallback-person.svg';
import building from '../assets/fallback-building.svg';
import event from '../assets/fallback-event.svg';

/** Pictures shown where a record has none (SPEC.md section 4). */
export const fallbackImages = { person, building, event };
