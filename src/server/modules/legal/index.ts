// The legal module has no service for other modules: its pages' texts are served by its routes alone, which
// src/server/routes.ts mounts. This file is its (empty) public face, so every module has one.
export {};
