// Style sheets are rspack's business: in unit tests every imported .css file is an empty module.
module.exports = {};
