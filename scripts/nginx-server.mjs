// Serves a folder with Debian's nginx and the site's own rules (deploy/nginx/), unprivileged,
// in the foreground, on a port of its own: how the tests and Lighthouse see the site on a
// real web server. `node scripts/nginx-server.mjs <dir> <port>`; Ctrl+C stops it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ensureNginx, NGINX } from './ensure-deps.mjs'

const [dir = 'out', port = '4174'] = process.argv.slice(2)
const root = path.resolve(dir)
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${root} has no index.html: build the site first (npm run build)`)
  process.exit(1)
}
ensureNginx()

// Everything nginx writes (pid, logs, temp files) stays in a folder of this port.
const prefix = path.resolve('.tmp', `nginx-${port}`)
fs.rmSync(prefix, { recursive: true, force: true })
fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true })
for (const file of ['docs-site.conf', 'docs-headers.conf']) fs.copyFileSync(path.join('deploy/nginx', file), path.join(prefix, file))
fs.writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${root};
    include docs-site.conf;
  }
}
`,
)
const server = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'logs/error.log')], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGQUIT'))
server.on('exit', (code) => process.exit(code ?? 0))
