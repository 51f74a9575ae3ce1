// After a full-page redirect sign-in (the popup was blocked) hand the answer back to the app, which
// completes it at start-up. In a popup the opener reads this page's URL itself.
if (!window.opener) window.location.replace('/' + window.location.hash);
