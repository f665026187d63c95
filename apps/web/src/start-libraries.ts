/**
 * The libraries the console's start needs (React, React DOM, the router's DOM part, the
 * providers with antd's core), imported by main.tsx a task before the start itself so that
 * the browser evaluates them in a task of their own (main.tsx says why).
 */
import 'react';
import 'react-dom/client';
import 'react-router/dom';
import './app/providers';
