// Route guards: who is signed in, and whether they may pass.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Me } from '../../../common/api';
import { AppError, unauthorized } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    user?: Me;
  }
}

export const requireUser = async (req: FastifyRequest, reply?: FastifyReply) => {
  const user = await req.server.sessionUsers.resolve(req, reply);
  if (!user) throw unauthorized();
  req.user = user;
};

export const requireAdmin = async (req: FastifyRequest, reply: FastifyReply) => {
  await requireUser(req, reply);
  if (req.user!.role !== 'ADMIN') throw new AppError('FORBIDDEN', 403, 'Access Denied: administrator access is required.');
};
