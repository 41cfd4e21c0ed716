import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { bootstrap } from './app/bootstrap';

const root = document.getElementById('root');
if (root) void bootstrap(root);
