// A read of everything stored about the person, with no rule of its own.
export { exportData } from '../repositories/export';
