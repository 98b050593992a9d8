// The floor of the API bench: a bare Hono route on @hono/node-server, nothing else. Run as a
// child process by bench/api.ts (PORT and HOST from the environment), like the real server.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: process.env.HOST });
