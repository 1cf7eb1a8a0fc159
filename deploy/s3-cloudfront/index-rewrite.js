// CloudFront Function (viewer request): /x/ → /x/index.html, /x → 301 /x/ (every page of the
// export is a folder with an index.html; files have an extension).
function handler(event) {
  var request = event.request
  var uri = request.uri
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html'
    return request
  }
  if (uri.split('/').pop().indexOf('.') !== -1) return request
  var query = Object.keys(request.querystring || {})
    .map(function (key) {
      return key + '=' + request.querystring[key].value
    })
    .join('&')
  return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: uri + '/' + (query ? '?' + query : '') } } }
}
