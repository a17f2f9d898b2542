// Replaced by the Fastify application in the next step.
export {};
