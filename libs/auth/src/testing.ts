export { createFakeAuthAdapter, type FakeAuthOptions } from './testing/fake-auth-adapter';
