/**
 * A genuine baseline JFIF photo (160x120, a sunset over hills), made once with libjpeg-turbo's cjpeg
 * (quality 75, 4:2:0) and checked with djpeg. Node has no JPEG encoder, so it ships as bytes.
 */
const SAMPLE_JPEG_BASE64 = [
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0a',
  'HBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIy',
  'MjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wAARCAB4AKADASIA',
  'AhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQA',
  'AAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3',
  'ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWm',
  'p6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEA',
  'AwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSEx',
  'BhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElK',
  'U1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3',
  'uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDz3yqP',
  'Kq95VHlV63tDj5Cj5VHlVe8qjyqPaByFHyqPKq95VHlUe0DkKPlUeVV7yqPKo9oHIUfKo8qr3lUe',
  'VR7QOQo+VR5VXvKo8qj2gchR8qjyqveVR5VHtA5Cj5VHlVe8qjyqPaByFHyqPKq95VHlUe0DkKPl',
  'UeVV7yqPKo9oHIXfK9qPK9qu+VR5VcHtDq5Cl5XtR5XtV3yqPKo9oHIUvK9qPK9qu+VR5VHtA5Cl',
  '5XtR5XtV3yqPKo9oHIUvK9qPK9qu+VR5VHtA5Cl5XtR5XtV3yqPKo9oHIUvK9qPK9qu+VR5VHtA5',
  'Cl5XtR5XtV3yqPKo9oHIUvK9qPK9qu+VR5VHtA5Cl5XtR5XtV3yqPKo9oHIXvKo8qrvlUeVXD7Q6',
  '+QpeVR5VXfKo8qj2gchS8qjyqu+VR5VHtA5Cl5VHlVd8qjyqPaByFLyqPKq75VHlUe0DkKXlUeVV',
  '3yqPKo9oHIUvKo8qrvlUeVR7QOQpeVR5VXfKo8qj2gchS8qjyqu+VR5VHtA5Cl5VHlVd8qjyqPaB',
  'yF3yvajyvar3lUeVXB7Q6+Qo+V7UeV7Ve8qjyqPaByFHyvajyvar3lUeVR7QOQo+V7UeV7Ve8qjy',
  'qPaByFHyvajyvar3lUeVR7QOQo+V7UeV7Ve8qt/S9DQKJrxMseVjPb6/4VlWxUaUeaQchyXle1Hl',
  'e1ehfYLP/n0g/wC/Y/wrP1HQ4Z4zJaxrHMOdo4Vvb2rlhmkJSs1YPZnG+V7UeV7VeaEqxVlIIOCD',
  '2o8qu/2gchR8r2o8r2q95VHlUe0DkKPle1Hle1XvKo8qj2gchd8r2o8r2q1AY7m3jniO6ORQ6NjG',
  'QRkGn+VXD7Q6lG5S8r2o8r2q75VHlUe0HyFLyvajyvarvlUeVR7QOQpeV7UeV7Vd8qs7WtVttEs/',
  'Pn+Z24iiB5c/4ep/+sKam27ImXLCLlLRFTVtSt9ItPOm+Z24jjB5c/4ep/8ArVxU/irVJbh3ilWG',
  'MnKxhFYKPqRk1nahqFxqV29zdPukboB0UegHoP8A69Ve1d0KSS13PAxGMnUl7jsjsNA8XKt3HHrB',
  'XyQQTMEz3zhgOvHHAr1yORJo0kjdXjcBlZTkMD0IPpXzn0rrvBvjJ9DkWyvmZ9Nc8HqYCe49V9R+',
  'I5yDw4/BuoueG66GuGxrT5Kj07nsFFVrHULTUrZbiyuI54j/ABIc4OAcH0PI4PNWSQASTgCvBaad',
  'meqmnqjm9TiH9ozYUAEg8D2FVPK9qluta0ma5eQalZYJ4/0he341LC0VxEssEiSxt0dGDA/iK9uE',
  'pRgkzSPLLZlXyvajyvarvlUeVVe0L5Cl5XtR5XtV3yqztZ1W20Wz86c7pGyIogfmc/4ep/8ArCmp',
  'tuyJnywi5S0SOH8N+K5tFU206efaMcqpbBjJ7g88HuPx9c9enixXUMlkGU9CJsj+VeW9TT0mliJ8',
  'qR0z12kjNdzoU5O8kfK1MTjVFRoVeW3kn+auelz+MobZd01oEHbM3J/DbXOar46vr1DFZRizjIwW',
  'DbpD1HXt1HTkEda5Z3aRyzsWY9STk00+lCw9JO6RdPF4zltVq8zfkl+SuXxrerdf7Uvf+/7/AONa',
  '2n+N9Ws9qzsl3ENoxKMMAOuGHc+pzXNe1B4FU6cJKzQ4YirB3jJnbXHxFnePFtp0UTg8mWQuMemA',
  'F/PNclfahdandG5vJmllwFyQBgDsAOB9PrVY8CjoKUKUIfCh1cTVq6TlcOpo6mjoKOgrQwDqcUHm',
  'jtmj3oAntry6sZTJZ3M1vIRtLROUJHpkfQflTrvUL2/2C7vLi52Z2edKz7c9cZPHQVWFApcqve2o',
  '+Z2sB44q7puq3mkXCzWkzIQQWTJ2vjsw79T/AExVLvn0o6mm0mrMcZOLvF6no2n+OVuolWSzQXAG',
  'GUS4DHuQMdPbtV3/AISn/pw/8jf/AGNeWqxVwQSCOQQelXE1a9VdvnZ4wCVBI/Tr9fWsfq1H+X8z',
  'Ovi805r0a2nZqP8Akeg3HjGO2iMktlhR/wBNeSfQcV59qupTatqEt5Ox+cnYhOQiZ4Uew+nvVaee',
  'S5l3yuWbGM47fSozVxpU4O8VYuNfFzp8uJqcz9El+CRF9lt/+eEX/fAo+y2//PvF/wB8CtTTtKn1',
  'JiUwsa/eduBn0HvW5HocsQwhhX8T/hXruok7NkzVZK8INnH/AGW3/wCfeL/vgUfZbfP/AB7xf98C',
  'utm8PyTcsYg394E5/lWTe6JeWSligkjHJePnH1HUdKPaRezKhGs1eUWjI+y2/wDzwi/74FH2W3/5',
  '4Rf98CpavWuk313gxwMEOPnf5Rg9+ev4ZpuVt2OKlJ2RmfZbf/n3i/74FH2W3/594v8AvgVuy+G7',
  '+Ncr5Upzjaj4x+eKynjeKQxyIyOOqsMEUlNPZjlCcPiRX+y2/wDzwi/74FH2W3x/qIv++BU1J3qr',
  'si7Ivstvj/URf98Cj7Lb/wDPCL/vgVLRRdhdkX2W3/594v8AvgUfZbf/AJ94v++BUvSii7C7Ivst',
  'v/zwi/74FH2W3/594v8AvgVN70+KGS4lWKJC8jHAAouNXZW+y2//ADwi/wC+BUi6cjDIs1Ixn/V/',
  '/Wro7Xw7OirJIYvM64LH5f061c/si5/vxfmf8Kj2se5nUWJTtCm2ca1nAjYa2jB9CgpPstv/AM8I',
  'v++BXWz6BLOpDNCG7Nk5H6VzlxA9tcSQyDDo2D7+/wBKamnsyoqry3qRaO5t40trdIYxhEGB7+/1',
  'qTfRRXEe6tNEG+jfRRRYLhvo30UUWC4b6z9U02PUYs8LOo+R/wCh9v5UUU1o7omUVJWZyE0UkErR',
  'yqVdTgg0yiiu1O6PGkrSaFrT0bRpdVmycpbofnk9fYe/8v5lFZV5uFNtF0YqU0mdrY6XZ6cmLeEB',
  'sYLnlj07/h06VNPa29yAJ4I5ducb0Bx9M0UV5Lk2731PTUUlZGJJoWmxyMn2fp/00b/GrFtb29mm',
  'y3iWMHrjqfqepoortUnKKuyowitUibfRvooosXcN9UNU06PUYs8LOo+R/wCh9v5UUU1o7omUVJWZ',
  '/9k=',
].join('');

export const SAMPLE_JPEG_WIDTH = 160;
export const SAMPLE_JPEG_HEIGHT = 120;

const SAMPLE_JPEG = Buffer.from(SAMPLE_JPEG_BASE64, 'base64');

/** The same bytes each time (decoded once): nothing writes to attachment data. */
export function sampleJpeg(): Buffer {
  return SAMPLE_JPEG;
}
