import { ZClientSessionResponse, ZCreateClientSessionRequest } from '../entities/client-session';
import { defineContract, ZNone } from './contract';

export const createClientSession = defineContract({
  method: 'POST',
  path: '/api/client_sessions',
  params: ZNone,
  query: ZNone,
  body: ZCreateClientSessionRequest,
  response: ZClientSessionResponse,
  session: false,
});
