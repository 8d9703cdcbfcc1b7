export {
  paths,
  profileHref,
  careerDetailsHref,
  DEFAULT_LOGIN_PATH,
  type PathName,
} from './lib/paths';
