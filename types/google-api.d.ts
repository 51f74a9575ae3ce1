// The official Gmail v1 and Calendar v3 resource types (global namespace gapi.client.*), shared by the
// emulator and gmail-client so both sides are checked against the same shapes.
/// <reference types="@maxim_mazurok/gapi.client.gmail-v1" />
/// <reference types="@maxim_mazurok/gapi.client.calendar-v3" />
