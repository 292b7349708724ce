// The last page of the Google contacts popup (server/google-contacts-routes.ts): hands the answer
// it carries as JSON to the invite dialog that opened the popup, on this origin only, and closes.
(function () {
  var data = document.getElementById('google-contacts');
  if (!data) return;
  var message = JSON.parse(data.textContent || '{}');
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  } else {
    var status = document.getElementById('google-contacts-status');
    if (status) status.textContent = 'Go back to the invite dialog and choose Google again from there.';
  }
})();
