const delimiter = '-';
      const regexPunycode = /^xn--/;
    function map(array, callback) {
      	const result = [];
      	let length = array.length;
      	while (length--) {
    		result[length] = callback(array[length]);
    	}
      }
     function mapDomain(domain, callback) {
      	const labels = domain.split('.');
      	const encoded = map(labels, callback).join('.');
      }
 function ucs2decode(string) {
      }
 const ucs2encode = codePoints => String.fromCodePoint(...codePoints);
       /**  * Converts a basic code point into a digit/integer.  * @see `digitToBasic()`  * @private  * @param {
      The resulting string of Unicode symbols.  */const decode = function(input) {
    	const basic = input.lastIndexOf(delimiter);
     	if (basic < 0) {
   		basic = 0;
   	}
     };
      /**  * Converts a string of Unicode symbols (e.g. a domain name label) to a  * Punycode string of ASCII-only symbols.  * @memberOf punycode  * @param {
      The resulting Punycode string of ASCII-only symbols.  */const encode = function(input) {
   	while (handledCPCount < inputLength) {
  		if (m - n > floor((maxInt - delta) / handledCPCountPlusOne)) {
  		}
  	}
    };
      /**  * Converts a Punycode string representing a domain name or an email address  * to Unicode. Only the Punycoded parts of the input will be converted, i.e.  * it doesn't matter if you call it on a string that has already been
 */
const toUnicode = function(input) {
	return mapDomain(input, function(string) {
		return regexPunycode.test(string)
			? decode(string.slice(4).toLowerCase())
			: string;
	});
};
const toASCII = function(input) {
	return mapDomain(input, function(string) {
	});
};
const punycode = {
	/**
	 * @memberOf punycode 	 * @type Object 	 */
	'ucs2': { 		'decode': ucs2decode, 		'encode': ucs2encode 	}
, 	'decode': decode, 	'encode': encode, 	'toASCII': toASCII, 	'toUnicode': toUnicode };
 module.exports = punycode;
