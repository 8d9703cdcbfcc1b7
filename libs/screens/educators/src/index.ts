export { EducatorsScreen } from './lib/educators-screen';
export { loadMessages } from './messages';
